import "#app/styles/content.css";
import { seoTag } from "@chhaap/contract/catalog";
import { contactEnquiry } from "@chhaap/contract/content";
import { siteInfo } from "@chhaap/contract/site";
import { data } from "react-router";
import { SlotText } from "#app/components/slot-text.tsx";
import { contactErrorsFromAnswer, contactErrorsOf, readContactValues } from "#app/features/content/contact-errors.ts";
import { ContactForm, type ContactResult } from "#app/features/content/contact-form.tsx";
import { PolicyMenu } from "#app/features/content/policy-menu.tsx";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { callApi, fetchList, fetchSharedData } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/contact-us";

/** /contact-us: per-page SEO tags, the enquiry form, the side menu and the trade-sales block. */
export async function loader({ context }: Route.LoaderArgs) {
  // The shop's facts are asked for here, not carried by every page in the root's data.
  const [tags, site] = await Promise.all([
    fetchList(context, "/api/seo-tag", seoTag),
    fetchSharedData(context, "/api/site", siteInfo),
  ]);
  return { seo: seoFor(tags, "contact-us"), site };
}

/** Checks with the contract schema, then hands the enquiry to POST /api/contactUs. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = readContactValues(await request.formData());
  const sentAt = Date.now();
  const parsed = contactEnquiry.safeParse(values);
  if (!parsed.success) {
    const result: ContactResult = { ok: false, sentAt, values, errors: contactErrorsOf(parsed.error), failed: false };
    return data(result, { status: 400 });
  }
  const { status, answer } = await callApi(context, "/api/contactUs", { method: "POST", json: parsed.data });
  if (status === 201) return { ok: true, sentAt } satisfies ContactResult;
  const errors = status === 400 ? contactErrorsFromAnswer(answer.fieldErrors) : {};
  // A refusal without field messages (rate limit, outage) is the failure message.
  const failed = Object.keys(errors).length === 0;
  const result: ContactResult = { ok: false, sentAt, values, errors, failed };
  return data(result, { status });
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return pageMeta({
    title: pageData?.seo?.title ?? translate(messages, "contactUs"),
    description: pageData?.seo?.description ?? translate(messages, "contactIntro"),
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { site } = loaderData;
  return (
    <div className="content-layout container">
      <aside className="content-layout__side">
        <PolicyMenu />
      </aside>
      <div className="content-layout__main contact-page">
        <h1 className="content-title">{t("contactUs")}</h1>
        <p className="contact-page__intro">{t("contactIntro")}</p>
        <div className="contact-page__columns">
          <section className="contact-page__form" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="content-subtitle">
              {t("contactFormTitle")}
            </h2>
            <ContactForm result={actionData} />
          </section>
          {site ? (
            <div className="contact-page__aside">
              <section className="contact-card" aria-labelledby="reach-us-title">
                <h2 id="reach-us-title" className="content-subtitle">
                  {t("reachUs")}
                </h2>
                <p>
                  <SlotText text={t("contactEmail")} slot="email">
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </SlotText>
                </p>
                <p>
                  <SlotText text={t("contactPhone")} slot="phone">
                    <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>{site.phone}</a>
                  </SlotText>
                </p>
                <p>{t("contactHours")}</p>
              </section>
              {site.tradeSales ? (
                <section className="contact-card contact-card--trade" aria-labelledby="trade-sales-title">
                  <h2 id="trade-sales-title" className="content-subtitle">
                    {t("tradeSales")}
                  </h2>
                  <p lang="en">{site.tradeSales.note}</p>
                  <p>
                    <SlotText text={t("contactEmail")} slot="email">
                      <a href={`mailto:${site.tradeSales.email}`}>{site.tradeSales.email}</a>
                    </SlotText>
                  </p>
                  <p>
                    <SlotText text={t("contactPhone")} slot="phone">
                      <a href={`tel:${site.tradeSales.phone.replace(/[^\d+]/g, "")}`}>{site.tradeSales.phone}</a>
                    </SlotText>
                  </p>
                </section>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
