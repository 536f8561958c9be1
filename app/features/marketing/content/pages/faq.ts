/** Copy of the FAQ page (/faq, /faq-en; docs/product.md §2 (service and product pages)): six questions and the contact box. */
import type { Hero } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './faq.json' with { type: 'json' };

export interface FaqContent {
  hero: Hero;
  heading: string;
  items: { question: string; answer: string[] }[];
  side: { heading: string; text: string; phone: string; email: string; link: string };
}

export const faq = inBothLanguages(description as InBoth<FaqContent>);
