/** Any path no page answers: a real 404 (the root error boundary shows it in the visitor's language). */
import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
