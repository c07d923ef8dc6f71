import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { styled } from 'styled-components';

import { barcodeFormSchema } from '@carrello/core';
import { Button, Dialog, Field, TextInput } from '@carrello/ui';

import { useSchemaForm } from '../forms/use-schema-form';
import type { BarcodeReader } from './detector';
import type { ScanRequest, TypedReason } from './scan-store';

/** Why the camera does not scan: the web's reasons, and a native scanner's. */
type CameraProblem = 'noCamera' | 'denied' | 'reader' | TypedReason;

const CAMERA_TEXT: Record<'starting' | 'scanning' | CameraProblem, string> = {
  starting: 'Avvio della fotocamera…',
  scanning: 'Inquadra il codice a barre del prodotto: la ricerca parte appena lo leggo.',
  noCamera: 'Nessuna fotocamera disponibile: scrivi il codice a barre qui sotto.',
  denied:
    'Non hai dato il permesso di usare la fotocamera: consentilo nelle impostazioni del browser oppure scrivi il codice qui sotto.',
  reader: 'Questo browser non riesce a leggere i codici a barre: scrivi il codice qui sotto.',
  unsupported:
    'Questo dispositivo non può scansionare i codici a barre: scrivi il codice qui sotto.',
  installing: 'Lo scanner si sta installando: riprova tra poco oppure scrivi il codice qui sotto.',
};

/** How often the preview is read, in ms. */
const READ_EVERY_MS = 150;

const Preview = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    /* The aiming line across the middle. */
    content: '';
    position: absolute;
    left: 10%;
    right: 10%;
    top: 50%;
    border-top: 2px solid rgb(255 80 80 / 85%);
  }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  &[data-problem] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const TypedForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** The camera's problem for a failed `getUserMedia`. */
function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * Reads the camera until a barcode of the formats shows, and answers it once. Returns the
 * camera's state and the ref of the preview's `<video>`; the stream stops when the dialog closes.
 */
function useCameraScan(request: ScanRequest, onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | CameraProblem>(
    request.typed ?? 'starting',
  );
  const codeRead = useEffectEvent(onCode);
  useEffect(() => {
    if (request.typed) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (problem: CameraProblem) => {
      if (!stopped) setState(problem);
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return fail('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        return fail(cameraProblem(error));
      }
      const element = video.current;
      if (stopped || !element) return fail('noCamera');
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let reader: BarcodeReader;
      try {
        const { createBarcodeReader } = await import('./detector');
        reader = await createBarcodeReader(request.formats);
      } catch {
        return fail('reader');
      }
      if (stopped) return;
      setState('scanning');
      const read = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const found = await reader.detect(element).catch(() => []);
          const code = found.find((barcode) => barcode.rawValue)?.rawValue;
          if (code && !stopped) {
            stopped = true;
            stream?.getTracks().forEach((track) => track.stop());
            codeRead(code);
            return;
          }
        }
        timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [request]);
  return { state, video };
}

/** Props of {@link ScanDialog}. */
interface ScanDialogProps {
  request: ScanRequest;
  /** Answers the code read or typed, or null when the shopper closes the dialog. */
  onDone: (code: string | null) => void;
}

/**
 * The barcode scan (docs/requirements/app-shell.md): the camera's preview read with the browser's
 * BarcodeDetector (or its ZXing polyfill), and the code typed by hand where no camera can scan.
 * Escape, the close button and "Annulla" close it.
 */
export function ScanDialog({ request, onDone }: ScanDialogProps) {
  const { state, video } = useCameraScan(request, onDone);
  const problem = state !== 'starting' && state !== 'scanning';
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useSchemaForm(barcodeFormSchema, { defaultValues: { code: '' } });
  const submit = handleSubmit(({ code }) => onDone(code));

  // Without a camera the typed code is the way on: the field takes the focus.
  useEffect(() => {
    if (problem) setFocus('code');
  }, [problem, setFocus]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        width={500}
        data-testid="scan-dialog"
        returnFocus={request.returnFocus ?? true}
      >
        <Dialog.Title>Scansiona il codice a barre</Dialog.Title>
        {problem ? null : (
          <Preview>
            <video ref={video} muted playsInline aria-label="Anteprima della fotocamera" />
          </Preview>
        )}
        <Status role="status" data-problem={problem ? '' : undefined}>
          {CAMERA_TEXT[state]}
        </Status>
        <TypedForm
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label="Codice a barre scritto a mano"
        >
          <Field
            label={problem ? 'Scrivi il codice a barre' : 'Oppure scrivi il codice a barre'}
            description="Le cifre stampate sotto le barre, ad esempio 8001234567897."
            error={errors.code?.message}
          >
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="search"
              // What is wrong with the code goes as soon as the shopper corrects it.
              {...register('code', { onChange: () => clearErrors('code') })}
            />
          </Field>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Annulla</Button>
            </Dialog.Close>
            <Button type="submit">Cerca il codice</Button>
          </Dialog.Footer>
        </TypedForm>
      </Dialog.Content>
    </Dialog.Root>
  );
}
