import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from "@chhaap/contract/admin/catalog";
import { imageUrlAt } from "@chhaap/contract/media";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { AdminField, draftFields } from "#app/features/admin/kit/admin-field.tsx";
import { LeaveGuard } from "#app/features/admin/kit/leave-guard.tsx";
import type { ColourwayDraft, ProductDraft } from "./product-draft.ts";

export interface EditorChoices {
  categories: { _id: string; name: string }[];
  tags: string[];
}

type Errors = Record<string, string>;

function ColourwayGroup({ colourway, index, errors }: { colourway: ColourwayDraft; index: number; errors: Errors }) {
  const prefix = `v${index}`;
  const f = colourway.fields;
  const field = draftFields(f, errors, prefix);
  const title = `Colourway ${index + 1}${f.itemCode ? `: ${f.itemCode}` : ""}`;
  // One empty row after the sizes: typing a name there adds a size.
  const sizeRows = [...colourway.sizes, { name: "", stock: "" }];
  return (
    <fieldset className="admin-card admin-colourway">
      <legend>{title}</legend>
      {colourway._id ? (
        <input type="hidden" name={`${prefix}._id`} value={colourway._id} />
      ) : (
        <p className="admin-muted">Not saved yet.</p>
      )}
      <div className="admin-grid">
        <AdminField label="Item code" {...field("itemCode")} maxLength={40} required />
        <AdminField label="Colour" {...field("colour")} maxLength={40} required />
        <AdminField label="Material" {...field("material")} maxLength={60} />
        <AdminField label="Price (₹)" {...field("price")} inputMode="decimal" required />
        <AdminField label="Sale price (₹)" {...field("salePrice")} inputMode="decimal" hint="At most the price." required />
        <AdminField label="Weight (kg)" {...field("weightKg")} inputMode="decimal" required />
        <AdminField label="Length (cm)" {...field("lengthCm")} inputMode="decimal" />
        <AdminField label="Width (cm)" {...field("widthCm")} inputMode="decimal" />
        <AdminField label="Height (cm)" {...field("heightCm")} inputMode="decimal" />
      </div>
      <input type="hidden" name={`${prefix}.sizes`} value={sizeRows.length} />
      <table className="admin-sizes">
        <caption>Sizes and stock of {f.itemCode || `colourway ${index + 1}`}</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Stock</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {sizeRows.map((size, j) => {
            const isNew = j === colourway.sizes.length;
            const name = `${prefix}.s${j}`;
            const sizeLabel = isNew ? "new size" : `size ${size.name}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the posted form.
              <tr key={j}>
                <td>
                  <label className="visually-hidden" htmlFor={`${name}.name`}>
                    {isNew ? `New size of ${f.itemCode || `colourway ${index + 1}`}` : `Name of size ${size.name}`}
                  </label>
                  <input
                    id={`${name}.name`}
                    name={`${name}.name`}
                    defaultValue={size.name}
                    maxLength={20}
                    placeholder={isNew ? "Add a size" : undefined}
                    aria-invalid={errors[`${name}.name`] ? true : undefined}
                  />
                  {errors[`${name}.name`] ? <span className="admin-field__error">{errors[`${name}.name`]}</span> : null}
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`${name}.stock`}>
                    {`Stock of ${sizeLabel}`}
                  </label>
                  <input
                    id={`${name}.stock`}
                    name={`${name}.stock`}
                    defaultValue={size.stock}
                    inputMode="numeric"
                    aria-invalid={errors[`${name}.stock`] ? true : undefined}
                  />
                  {errors[`${name}.stock`] ? <span className="admin-field__error">{errors[`${name}.stock`]}</span> : null}
                </td>
                <td>
                  {isNew ? null : (
                    <label className="admin-check">
                      <input type="checkbox" name={`${name}.remove`} />
                      <span className="visually-hidden">Remove {sizeLabel}</span>
                    </label>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <fieldset className="admin-pictures-group">
        <legend>Pictures of {f.itemCode || `colourway ${index + 1}`}</legend>
        <input type="hidden" name={`${prefix}.pictures`} value={colourway.pictures.length} />
        {colourway.pictures.length === 0 ? (
          <p className="admin-muted">No pictures yet: shoppers see a plain placeholder.</p>
        ) : null}
        <ol className="admin-pictures">
          {colourway.pictures.map((picture, n) => {
            const name = `${prefix}.p${n}`;
            return (
              <li key={picture.url}>
                <input type="hidden" name={`${name}.url`} value={picture.url} />
                <img src={imageUrlAt(picture.url, 320)} alt="" width={96} height={120} loading="lazy" />
                <span className="admin-muted">{n === 0 ? "Main picture" : `Picture ${n + 1}`}</span>
                <label className="admin-field">
                  <span>Position</span>
                  <input name={`${name}.position`} defaultValue={n + 1} inputMode="numeric" size={3} />
                </label>
                <label className="admin-field">
                  <span>Description (alt text)</span>
                  <input name={`${name}.alt`} defaultValue={picture.alt} maxLength={200} />
                </label>
                <label className="admin-check">
                  <input type="checkbox" name={`${name}.remove`} />
                  <span>Remove</span>
                </label>
              </li>
            );
          })}
        </ol>
        <div className="admin-grid">
          <div className="admin-field">
            <label htmlFor={`${prefix}.picture`}>Add a picture</label>
            <input
              // Drawn anew once a picture was taken (Add colourway uploads it): a file left chosen would
              // be uploaded again at Save.
              key={colourway.pictures.length}
              id={`${prefix}.picture`}
              name={`${prefix}.picture`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${prefix}.picture-hint`}
              aria-invalid={errors[`${prefix}.picture`] ? true : undefined}
            />
            <span id={`${prefix}.picture-hint`} className="admin-field__hint">
              JPEG, PNG or WebP up to 5 MB, cropped to a 4:5 portrait. One new picture per colourway at each save.
            </span>
            {errors[`${prefix}.picture`] ? <span className="admin-field__error">{errors[`${prefix}.picture`]}</span> : null}
            {errors[`${prefix}.pictures`] ? <span className="admin-field__error">{errors[`${prefix}.pictures`]}</span> : null}
          </div>
          <AdminField
            label="Its description (alt text)"
            name={`${prefix}.pictureAlt`}
            value=""
            error={errors[`${prefix}.pictureAlt`]}
            maxLength={200}
          />
        </div>
      </fieldset>
    </fieldset>
  );
}

/**
 * The whole product in one form: its own fields, tags, and each colourway in its own group with sizes
 * and stock. "Save" sends everything; "Add colourway" adds an unsaved group below, keeping what was typed.
 */
export function ProductEditor({
  draft,
  choices,
  errors,
  busy,
  unsaved,
  children,
}: {
  draft: ProductDraft;
  choices: EditorChoices;
  errors: Errors;
  busy: boolean;
  /** The draft holds what was typed and not yet saved (a refused save, an added colourway). */
  unsaved: boolean;
  /** The page's own buttons and messages above the form. */
  children?: ReactNode;
}) {
  const f = draft.fields;
  const field = draftFields(f, errors);
  const categoryError = errors.categoryId;
  // Anything typed or chosen since the form was drawn from the saved product (a saved product draws
  // the form anew: the page keys it on the product's last change), or a draft the server sent back.
  const [changed, setChanged] = useState(false);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form admin-product-form"
      noValidate
      onChange={() => setChanged(true)}
    >
      <LeaveGuard dirty={changed || unsaved} />
      {children}
      <input type="hidden" name="colourways" value={draft.colourways.length} />
      <fieldset className="admin-card">
        <legend>Product</legend>
        <div className="admin-grid">
          <AdminField label="Product name" {...field("name")} maxLength={120} required />
          <div className="admin-field">
            <label htmlFor="product-category">Category</label>
            <select
              id="product-category"
              name="categoryId"
              defaultValue={f.categoryId}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={categoryError ? "product-category-error" : undefined}
            >
              <option value="">Choose…</option>
              {choices.categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
            {categoryError ? (
              <span id="product-category-error" className="admin-field__error">
                {categoryError}
              </span>
            ) : null}
          </div>
          <div className="admin-field">
            <label htmlFor="product-status">Status</label>
            <select id="product-status" name="status" defaultValue={f.status} aria-describedby="product-status-hint">
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PRODUCT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <span id="product-status-hint" className="admin-field__hint">
              Shoppers see active products only.
            </span>
          </div>
          <AdminField
            label="Ready to dispatch in (days)"
            {...field("readyInDays")}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            hint="0 for pieces on the shelf; otherwise the dispatch days it takes to print or stitch one. Delivery dates count them."
          />
        </div>
        <AdminField label="Description" {...field("description")} rows={4} maxLength={5000} />
        <AdminField label="Product details" {...field("details")} rows={4} maxLength={5000} />
        <AdminField
          label="Craft story"
          {...field("craftStory")}
          rows={4}
          maxLength={5000}
          hint="How the piece was printed; shown on the product page. Leave a blank line between paragraphs."
        />
        <AdminField label="Care guide" {...field("careGuide")} rows={4} maxLength={5000} />
        <fieldset className="admin-tags">
          <legend>Tags</legend>
          {choices.tags.length === 0 ? <p className="admin-muted">The shop has no tags yet.</p> : null}
          {choices.tags.map((tag) => (
            <label key={tag} className="admin-check">
              <input type="checkbox" name="tags" value={tag} defaultChecked={draft.tags.includes(tag)} />
              <span>{tag}</span>
            </label>
          ))}
          {errors.tags ? <span className="admin-field__error">{errors.tags}</span> : null}
        </fieldset>
      </fieldset>

      <fieldset className="admin-card">
        <legend>Tax and search engines</legend>
        <div className="admin-grid">
          <AdminField label="HSN code" {...field("hsnCode")} inputMode="numeric" hint="4, 6 or 8 digits." />
          <AdminField
            label="GST rate (%)"
            {...field("gstRate")}
            inputMode="decimal"
            hint="Empty: the garment price band decides."
          />
          <AdminField label="Meta title" {...field("metaTitle")} maxLength={120} />
          <AdminField label="Open Graph title" {...field("ogTitle")} maxLength={120} />
        </div>
        <AdminField label="Meta description" {...field("metaDescription")} rows={4} maxLength={300} />
        <AdminField label="Open Graph description" {...field("ogDescription")} rows={4} maxLength={300} />
      </fieldset>

      <h2>Colourways</h2>
      {draft.colourways.map((colourway, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a colourway's place is its posted name.
        <ColourwayGroup key={index} colourway={colourway} index={index} errors={errors} />
      ))}

      <div className="admin-actions admin-sticky-actions">
        <button type="submit" name="intent" value="save" className="admin-button admin-button--primary" disabled={busy}>
          Save
        </button>
        <button type="submit" name="intent" value="add-colourway" className="admin-button admin-button--ghost" disabled={busy}>
          Add colourway
        </button>
      </div>
    </Form>
  );
}
