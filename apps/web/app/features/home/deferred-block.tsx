import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

/**
 * A below-the-fold block streamed after the first paint (critical data first, the rest deferred).
 * The promise never rejects (api.server.ts turns failures into empty data), but should it, the block is
 * left out rather than breaking the page (the home page tolerates partial failure).
 */
export function DeferredBlock<T>({
  resolve,
  skeleton,
  children,
}: {
  resolve: Promise<T>;
  skeleton: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={skeleton}>
      <Await resolve={resolve} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  );
}

/** Holds the place of a streamed block at roughly its size, so its arrival barely moves the page. */
export function BlockSkeleton({ kind }: { kind: "products" | "band" | "text" }) {
  return (
    <div className={`home-section container block-skeleton block-skeleton--${kind}`} aria-hidden="true">
      <span className="block-skeleton__title" />
      {kind === "products" ? (
        <span className="block-skeleton__cards">
          <span />
          <span />
          <span />
          <span />
        </span>
      ) : (
        <span className="block-skeleton__body" />
      )}
    </div>
  );
}
