/**
 * Account messages without their schemas: the browser can translate them without loading zod.
 */

export const ACCOUNT_MESSAGES = {
  // Registration, checked in this order; the password floor is 8.
  allFieldsRequired: "All fields are required.",
  invalidEmail: "Please enter a valid email address.",
  invalidNumber: "Please enter a valid 10-digit mobile number.",
  // A number that starts with + is taken as international and checked for its country.
  invalidInternationalNumber: "Please enter a valid mobile number after the + and the country code.",
  passwordTooShort: "Password must be at least 8 characters long.",
  passwordTooLong: "Password must be at most 128 characters long.",
  commonPassword: "Please choose a less common password.",
  passwordContainsEmail: "Please choose a password that does not contain your e-mail address.",
  nameTooLong: "Please keep names under 80 characters.",
  nameHasLink: "Please write your name without web or e-mail addresses.",
  addressTooLong: "Please keep the address under 300 characters.",
  invalidGender: "Please choose female, male or other.",
  userExists: "User already exists",
  registered: "Registration successful!",
  // Login.
  loginFieldsMissing: "Please enter both your e-mail and password.",
  loggedIn: "Login successful!",
  invalidCredentials: "Invalid credentials!",
  tooManyAttempts:
    "Too many attempts for this account. Please try again in 15 minutes, or use “Forgot Password?”: the link we e-mail you lets you straight back in.",
  loggedOut: "You have been logged out.",
  loginRequired: "Please log in to continue.",
  forbiddenOrigin: "This request did not come from the shop's own pages.",
  ownProfileOnly: "You can only see your own profile.",
  // Profile update.
  profileUpdated: "Profile updated.",
  pictureNotImage: "Please upload a JPEG, PNG or WebP picture.",
  pictureTooLarge: "The picture must be 5 MB or smaller.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordChanged: "Your password has been changed.",
  // Reset works, and says the same for known and unknown emails.
  resetMailSent: "If an account exists for that e-mail, we have sent a link to reset the password.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  passwordReset: "Your password has been reset. Please log in with the new password.",
  // Confirming the e-mail address: until then the address gets no mail but its links.
  emailConfirmed: "Thank you: your e-mail address is confirmed.",
  confirmLinkInvalid: "This confirmation link is invalid or has expired.",
  confirmationMailSent: "We have e-mailed you a new link to confirm your address.",
  emailAlreadyConfirmed: "Your e-mail address is already confirmed.",
  confirmationMailsLimited:
    "We have sent several confirmation links in the last hour. Please look for them in your inbox and spam folder, or try again later.",
} as const;
