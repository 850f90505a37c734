import { ChevronDown } from "lucide-react";

export interface Question {
  key: string;
  question: string;
  answer: string;
}

/**
 * Questions and their answers, each opening on its own (`<details>`, no script): the landing page's and a
 * service page's, drawn alike, in one panel with the site's chevron.
 */
export function Questions({ questions, className = "" }: { questions: Question[]; className?: string }) {
  return (
    <div className={`divide-y divide-white/10 rounded-2xl border border-white/10 bg-ink-900 ${className}`}>
      {questions.map(({ key, question, answer }) => (
        <details key={key} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left font-semibold text-white [&::-webkit-details-marker]:hidden">
            <h3>{question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-400 transition group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-300">{answer}</p>
        </details>
      ))}
    </div>
  );
}
