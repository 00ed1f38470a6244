import { notFound } from "next/navigation";

// /not-found is a real address (used e.g. when a tebeview parameter is not 'y');
// it shows the same '404 Not Found' page, with HTTP 404.
export default function NotFoundRoute(): never {
  notFound();
}
