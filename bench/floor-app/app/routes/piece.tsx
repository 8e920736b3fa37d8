import { type LoaderFunctionArgs, useLoaderData } from "react-router";

/** The floor: one loader, about twenty-five elements, nothing else (issue 38). */
export function loader({ params }: LoaderFunctionArgs) {
  const n = Number.parseInt(params.id ?? "", 10) || 0;
  return { id: params.id, name: `Piece ${n}`, price: 1000 + (n % 500), sizes: ["S", "M", "L", "XL"], colour: "Indigo" };
}

export default function Piece() {
  const { name, price, sizes, colour } = useLoaderData<typeof loader>();
  return (
    <main>
      <nav>
        <a href="/">Home</a> <a href="/product">Shop</a>
      </nav>
      <h1>{name}</h1>
      <p>{colour}</p>
      <p>₹{price}</p>
      <form method="post">
        <fieldset>
          <legend>Size</legend>
          {sizes.map((size) => (
            <label key={size}>
              <input type="radio" name="size" value={size} /> {size}
            </label>
          ))}
        </fieldset>
        <button type="submit">Add to bag</button>
      </form>
      <footer>
        <p>Floor app</p>
      </footer>
    </main>
  );
}
