import { ACCOUNT_MESSAGES } from "@chhaap/contract/account-messages";
import { ADDRESS_MESSAGES } from "@chhaap/contract/address-messages";
import type { Translate } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * The contract's messages are English (one schema checks the forms in the browser and in the API);
 * each one a shopper can meet on the account screens has a translation key.
 */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  [ACCOUNT_MESSAGES.allFieldsRequired]: "accountAllFieldsRequired",
  [ACCOUNT_MESSAGES.invalidEmail]: "accountInvalidEmail",
  [ACCOUNT_MESSAGES.invalidNumber]: "accountInvalidNumber",
  [ACCOUNT_MESSAGES.invalidInternationalNumber]: "accountInvalidInternationalNumber",
  [ACCOUNT_MESSAGES.passwordTooShort]: "accountPasswordTooShort",
  [ACCOUNT_MESSAGES.passwordTooLong]: "accountPasswordTooLong",
  [ACCOUNT_MESSAGES.commonPassword]: "accountCommonPassword",
  [ACCOUNT_MESSAGES.passwordContainsEmail]: "accountPasswordContainsEmail",
  [ACCOUNT_MESSAGES.nameTooLong]: "accountNameTooLong",
  [ACCOUNT_MESSAGES.nameHasLink]: "accountNameHasLink",
  [ACCOUNT_MESSAGES.invalidGender]: "accountInvalidGender",
  [ACCOUNT_MESSAGES.userExists]: "accountUserExists",
  [ACCOUNT_MESSAGES.registered]: "accountRegistered",
  [ACCOUNT_MESSAGES.loginFieldsMissing]: "accountLoginFieldsMissing",
  [ACCOUNT_MESSAGES.loggedIn]: "accountLoggedIn",
  [ACCOUNT_MESSAGES.invalidCredentials]: "accountInvalidCredentials",
  [ACCOUNT_MESSAGES.tooManyAttempts]: "accountTooManyAttempts",
  [ACCOUNT_MESSAGES.loggedOut]: "accountLoggedOut",
  [ACCOUNT_MESSAGES.loginRequired]: "accountLoginRequired",
  [ACCOUNT_MESSAGES.profileUpdated]: "accountProfileUpdated",
  [ACCOUNT_MESSAGES.pictureNotImage]: "accountPictureNotImage",
  [ACCOUNT_MESSAGES.pictureTooLarge]: "accountPictureTooLarge",
  [ACCOUNT_MESSAGES.currentPasswordWrong]: "accountCurrentPasswordWrong",
  [ACCOUNT_MESSAGES.passwordChanged]: "accountPasswordChanged",
  [ACCOUNT_MESSAGES.resetMailSent]: "accountResetMailSent",
  [ACCOUNT_MESSAGES.resetLinkInvalid]: "accountResetLinkInvalid",
  [ACCOUNT_MESSAGES.passwordReset]: "accountPasswordReset",
  [ACCOUNT_MESSAGES.emailConfirmed]: "accountEmailConfirmed",
  [ACCOUNT_MESSAGES.confirmLinkInvalid]: "accountConfirmLinkInvalid",
  [ACCOUNT_MESSAGES.confirmationMailSent]: "accountConfirmationMailSent",
  [ACCOUNT_MESSAGES.emailAlreadyConfirmed]: "accountEmailAlreadyConfirmed",
  [ACCOUNT_MESSAGES.confirmationMailsLimited]: "accountConfirmationMailsLimited",
  // The failure texts of the sign-in pages, written by the pages' actions.
  "Login failed. Please check your credentials.": "accountLoginFailed",
  "Something went wrong!": "somethingWrong",
  // The API's generic rate-limit answer (plugins/error-handler.ts).
  "Too many requests. Please wait a moment and try again.": "accountTooManyRequests",
  [ADDRESS_MESSAGES.saved]: "addressSaved",
  [ADDRESS_MESSAGES.deleted]: "addressDeleted",
  [ADDRESS_MESSAGES.notFound]: "addressNotFound",
  [ADDRESS_MESSAGES.tooMany]: "addressTooMany",
  [ADDRESS_MESSAGES.nameRequired]: "addressNameRequired",
  [ADDRESS_MESSAGES.nameTooLong]: "addressNameTooLong",
  [ADDRESS_MESSAGES.phoneInvalid]: "addressPhoneInvalid",
  [ADDRESS_MESSAGES.phoneInvalidForCountry]: "addressPhoneInvalidForCountry",
  [ADDRESS_MESSAGES.line1Required]: "addressLine1Required",
  [ADDRESS_MESSAGES.lineTooLong]: "addressLineTooLong",
  [ADDRESS_MESSAGES.cityRequired]: "addressCityRequired",
  [ADDRESS_MESSAGES.cityTooLong]: "addressCityTooLong",
  [ADDRESS_MESSAGES.stateRequired]: "addressStateRequired",
  [ADDRESS_MESSAGES.stateTooLong]: "addressStateTooLong",
  [ADDRESS_MESSAGES.stateNotListed]: "addressStateNotListed",
  [ADDRESS_MESSAGES.pinOtherState]: "addressPinOtherState",
  [ADDRESS_MESSAGES.countryRequired]: "addressCountryRequired",
  [ADDRESS_MESSAGES.countryTooLong]: "addressCountryTooLong",
  [ADDRESS_MESSAGES.countryNotShipped]: "addressCountryNotShipped",
  [ADDRESS_MESSAGES.zipInvalid]: "addressZipInvalid",
  [ADDRESS_MESSAGES.pinInvalid]: "addressPinInvalid",
  [ADDRESS_MESSAGES.addressTypeInvalid]: "addressTypeInvalid",
};

/** A contract or API message in the shopper's language; one we do not know is shown as the API wrote it. */
export function translateMessage(t: Translate, message: string): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
}
