import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./link.tsx";

type Props = Parameters<typeof RouterLink>[0];

/** Renders links on a product page as the server does (a static router over the matched route). */
async function render(LinkComponent: (props: Props) => ReactNode, links: Props[]): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "product",
          path: "product-details/:pId",
          Component: () =>
            createElement(
              "div",
              null,
              links.map((props, i) => createElement(LinkComponent, { key: i, ...props })),
            ),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://shop.test/product-details/a1"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe("the shop's Link on the server", () => {
  it("writes what React Router's link writes, so pages hydrate unchanged", async () => {
    const links: Props[] = [
      { to: "/", children: "Home" },
      { to: "/product?q=Men's%20Shirts", children: "Shirts" },
      { to: "/blog/", className: "nav" },
      { to: "/product-details/b2#reviews", prefetch: "intent", title: "A piece" },
      { to: "/orders/CH-1?from=mail", state: { from: "list" }, replace: true, tabIndex: -1, "aria-hidden": true },
      { to: "/login", discover: "none", onClick: () => {} },
      { to: "/cart", target: "_blank", rel: "noreferrer" },
      { to: "/product?q=Men's Shirts#top" },
      { to: '/blog-details/अजरख छपाई?x="<&>"' },
      { to: "/product/ ?q=trailing space " },
      { to: "/" },
      { to: "/product/" },
      // Not plain paths: left to React Router, which resolves them against the page.
      { to: "../product", children: "relative" },
      { to: "reviews" },
      { to: "/product/./x" },
      { to: "/product/../cart" },
      { to: "//elsewhere.example/x" },
      { to: "https://elsewhere.example/x" },
      { to: { pathname: "/product", search: "?q=silk" } },
      { to: "/cart", reloadDocument: true },
    ];
    expect(await render(Link, links)).toBe(await render(RouterLink, links));
  });

  it("writes the path itself for a plain path, with the discovery marker", async () => {
    const html = await render(Link, [{ to: "/product?q=Sarees", className: "x" }]);
    expect(html).toContain('<a class="x" href="/product?q=Sarees" data-discover="true"></a>');
  });
});
