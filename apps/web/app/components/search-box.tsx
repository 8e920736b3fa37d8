import { MAX_SEARCH_SUGGESTIONS } from "@chhaap/contract/reference";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Search } from "#app/components/icons.tsx";
import { readSuggestions, type Suggestion } from "#app/lib/browser-api-answers.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { moveHighlight } from "#app/lib/move-highlight.ts";
import { productSearchUrl } from "#app/lib/product-search-url.ts";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";
import { Picture } from "./picture.tsx";

/** Suggestions wait for 300 ms of quiet typing. */
const SUGGESTION_DEBOUNCE_MS = 300;

/**
 * The header search box as an ARIA combobox: ArrowDown/ArrowUp move the highlighted suggestion
 * with wrap-around. Each suggestion is a product with its picture and price, and choosing one (Enter
 * or a click) opens that product; otherwise Enter or the button searches for the trimmed text. Works
 * as a plain GET form to /product before hydration.
 */
export function SearchBox({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const price = useFormatPrice();
  const [highlight, setHighlight] = useState(-1);
  const [listOpen, setListOpen] = useState(false);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    const query = text.trim();
    if (query === "") {
      setSuggestions([]);
      setHighlight(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/product/searchSuggestion?name=${encodeURIComponent(query)}`, {
          headers: { accept: "application/json" },
          signal: controller.signal,
        });
        const found = response.ok ? readSuggestions(await response.json()).slice(0, MAX_SEARCH_SUGGESTIONS) : [];
        setSuggestions(found);
        setHighlight(-1);
      } catch {
        // A failed suggestion call clears the list. An aborted call was replaced by a newer one.
        if (!controller.signal.aborted) setSuggestions([]);
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const expanded = listOpen && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(query: string) {
    setText(query);
    setListOpen(false);
    onClose();
    navigate(productSearchUrl(query));
  }

  function open(suggestion: Suggestion) {
    setListOpen(false);
    onClose();
    navigate(`/product-details/${suggestion.variantId}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded && highlight >= 0 ? suggestions[highlight] : undefined;
    if (chosen) return open(chosen);
    // Search needs text after trimming.
    const query = text.trim();
    if (query !== "") go(query);
    else inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      setHighlight((current) => moveHighlight(expanded ? current : -1, event.key === "ArrowDown" ? 1 : -1, suggestions.length));
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) {
        setListOpen(false);
        setHighlight(-1);
      } else {
        onClose();
      }
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form> so the search works before hydration; <search> cannot submit.
    <form id={id} className="search-box" role="search" action="/product" method="get" onSubmit={onSubmit}>
      <div className="search-box__field container">
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          {t("searchLabel")}
        </label>
        <div className="search-box__combobox">
          <input
            ref={inputRef}
            id={`${listId}-input`}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("searchPlaceholder")}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && highlight >= 0 ? optionId(highlight) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListOpen(false)}
            onFocus={() => setListOpen(true)}
          />
          <div id={listId} role="listbox" aria-label={t("suggestions")} className="search-box__list" hidden={!expanded}>
            {suggestions.map((suggestion, index) => (
              // Options stay out of the tab order: the input owns focus and points at them with aria-activedescendant.
              // biome-ignore lint/a11y/useFocusableInteractive: see above.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for the whole combobox.
              <div
                key={suggestion.name}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlight}
                className="search-box__option"
                // Keep focus in the input so the click lands before blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => open(suggestion)}
              >
                {suggestion.image ? (
                  <Picture src={suggestion.image} at={320} alt="" width={40} height={50} className="search-box__thumb" />
                ) : (
                  <span className="search-box__thumb" />
                )}
                <span className="search-box__option-name">{suggestion.name}</span>
                <span className="search-box__option-price">{price(suggestion.salePrice)}</span>
              </div>
            ))}
          </div>
        </div>
        <button type="submit" className="button button--primary search-box__submit">
          <Search aria-hidden="true" size={18} />
          <span>{t("searchButton")}</span>
        </button>
      </div>
    </form>
  );
}
