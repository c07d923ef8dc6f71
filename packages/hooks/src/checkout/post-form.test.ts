import { afterEach, describe, expect, it, vi } from 'vitest';

import { postForm } from './post-form';
import { present } from '../testing/present';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('postForm', () => {
  it('submits a hidden POST form to the URL with one hidden field per parameter', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });

    postForm({
      url: 'https://pagamenti.carrello.dev/checkout',
      parameters: { token: 'abc', amount: '1362' },
    });

    expect(submitted).toHaveLength(1);
    const form = present(submitted[0], 'the submitted form');
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe('https://pagamenti.carrello.dev/checkout');
    expect(form.hidden).toBe(true);
    expect(form.isConnected).toBe(true);
    const fields = Array.from(form.querySelectorAll('input')).map((input) => [
      input.type,
      input.name,
      input.value,
    ]);
    expect(fields).toEqual([
      ['hidden', 'token', 'abc'],
      ['hidden', 'amount', '1362'],
    ]);
  });
});
