import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form';
import { useLocation } from 'react-router-dom';

import { useSignedInUser } from '@carrello/hooks';

/**
 * Drafts of forms a signed-in shopper was filling when the session ended elsewhere
 * (docs/requirements/errors.md, "Nothing typed is lost"): put aside in the tab's session storage
 * before the sign-in opens, given back to the same form at the same address once the same
 * shopper has signed in again, then forgotten. A password is never put aside.
 */
const STORAGE_PREFIX = 'carrello:draft:';

/** A field whose value never leaves the form. */
const SECRET_FIELD = /password/i;

interface StoredDraft {
  owner: number;
  values: Record<string, unknown>;
}

/** The drafted forms on the page, each able to put its values aside. */
const mounted = new Set<() => void>();

/**
 * Puts aside what the shopper typed in every drafted form on the page: called when the session
 * is found ended, before the sign-in opens.
 */
export function saveFormDrafts(): void {
  for (const save of mounted) save();
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): nothing is put aside.
    return undefined;
  }
}

function readDraft(key: string): StoredDraft | undefined {
  const store = storage();
  try {
    const text = store?.getItem(key);
    store?.removeItem(key);
    const draft = text ? (JSON.parse(text) as Partial<StoredDraft>) : undefined;
    return typeof draft?.owner === 'number' && typeof draft.values === 'object' && draft.values
      ? { owner: draft.owner, values: draft.values }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The form parts {@link useFormDraft} works with: React Hook Form's own. */
interface DraftedForm<T extends FieldValues> {
  getValues: UseFormGetValues<T>;
  reset: UseFormReset<T>;
}

/**
 * Keeps the draft of a form across a sign-in after an ended session: `name` tells the form
 * apart from others at the same address. The values come back into the form (its defaults
 * stay, so the fields read as changed) only for the shopper who typed them.
 * @example
 * const form = useSchemaForm(addressFormSchema, { defaultValues });
 * useFormDraft(form, 'indirizzo');
 */
export function useFormDraft<T extends FieldValues>(form: DraftedForm<T>, name: string): void {
  const { pathname, search } = useLocation();
  const key = `${STORAGE_PREFIX}${name}:${pathname}${search}`;
  const owner = useSignedInUser()?.userId ?? undefined;
  // Who typed it: the shopper last seen signed in (the session may already read signed out when
  // the draft is put aside).
  const typedBy = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (owner !== undefined && owner > 0) typedBy.current = owner;
  }, [owner]);
  const { getValues, reset } = form;

  useEffect(() => {
    const save = () => {
      const by = typedBy.current;
      if (by === undefined) return;
      const values = Object.fromEntries(
        Object.entries(getValues()).filter(([field]) => !SECRET_FIELD.test(field)),
      );
      try {
        storage()?.setItem(key, JSON.stringify({ owner: by, values } satisfies StoredDraft));
      } catch {
        // Storage full or refused: the form is as it was, only the draft is not kept.
      }
    };
    mounted.add(save);
    return () => {
      mounted.delete(save);
    };
  }, [key, getValues]);

  useEffect(() => {
    if (owner === undefined || owner <= 0) return;
    const draft = readDraft(key);
    if (draft?.owner !== owner) return;
    reset({ ...getValues(), ...draft.values } as T, { keepDefaultValues: true });
  }, [key, owner, getValues, reset]);
}
