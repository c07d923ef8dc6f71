import { styled } from 'styled-components';

import { Accordion } from '@carrello/ui';

import { SafeHtml } from '../shell/safe-html';

// Without JavaScript the questions cannot open: the answers then show under them, all open.
const Answers = styled.div`
  @media (scripting: none) {
    [role='region'][hidden] {
      display: block;
    }
    button svg {
      display: none;
    }
  }
`;

/** One question of the FAQ with its answer, CMS HTML. */
interface FaqEntry {
  /** The question's id. */
  faqId: number;
  /** The question. */
  question: string;
  /** The answer, CMS HTML. */
  answer: string;
}

/** The questions of a FAQ category, each opening its answer. */
export function FaqAnswers({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <Answers>
      <Accordion.Root type="multiple">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.faqId} value={String(faq.faqId)}>
            <Accordion.Trigger>{faq.question}</Accordion.Trigger>
            <Accordion.Content>
              <SafeHtml html={faq.answer} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Answers>
  );
}
