// `Switch` as a Server Component can write it: whole (`<Switch label="…">`) or by parts
// (`<Switch.Root>`). The component is this neutral module's own and renders the client one; the
// parts are the client module's exports, passed on as they are. A compound assembly holds no
// hook or context (the kit's build checks it); docs/ssr.md.
import { createElement, forwardRef } from 'react';
import { withParts } from '../utils/with-parts';
import {
  SwitchSkinRoot,
  SwitchSkinThumb,
  SwitchWithLabel,
  type SwitchProps,
} from './switch.styles';

const SwitchWhole = /* @__PURE__ */ forwardRef<HTMLButtonElement, SwitchProps>(
  function Switch(props, ref) {
    return createElement(SwitchWithLabel, { ...props, ref });
  },
);

/**
 * A themed on/off switch with an optional label, e.g. "Accetta sostituzioni". Its parts are the
 * headless Switch's, themed: `<Switch.Root><Switch.Thumb /></Switch.Root>` builds one by hand.
 */
export const Switch = /* @__PURE__ */ withParts(SwitchWhole, {
  Root: SwitchSkinRoot,
  Thumb: SwitchSkinThumb,
});
