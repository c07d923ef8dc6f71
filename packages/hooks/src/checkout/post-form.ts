/** A form post to a payment provider: where, and the fields to send. */
export interface PostFormRequest {
  /** Provider page to post to (`paymentUrl`). */
  url: string;
  /** Fields of the form (`paymentParameters`). */
  parameters: Record<string, string>;
}

/**
 * Posts a hidden form to a payment provider, leaving the page; for browsers only (it touches
 * `document` when called, never at import).
 * @example postForm({ url: payment.paymentUrl, parameters: payment.paymentParameters ?? {} });
 */
export function postForm({ url, parameters }: PostFormRequest): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(parameters)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
