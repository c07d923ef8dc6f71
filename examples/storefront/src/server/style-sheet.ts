import { ServerStyleSheet, __PRIVATE__ } from 'styled-components';

/**
 * Rules already compiled by stylis, by style group (a styled component, a keyframes) and class
 * name. A class name is the hash of its group and of the CSS text it was made from, so the same
 * name always stands for the same rules: a page renders with the rules earlier renders compiled.
 */
const compiled = new Map<string, string[]>();

/** Entries kept before starting over (the storefront makes about a thousand). */
const COMPILED_LIMIT = 20_000;

/**
 * A server sheet that remembers compiled rules across renders. styled-components asks the sheet
 * whether it holds a class name before compiling a component's CSS with stylis (the largest share
 * of its work in a render); this sheet answers yes for a name any render has compiled, and puts
 * that name's rules in the page's sheet at that moment, where the compiled rules would have gone.
 * The page's `<style>` is the same as without it.
 */
class CompiledRulesSheet extends __PRIVATE__.StyleSheet {
  override hasNameForId(id: string, name: string): boolean {
    if (super.hasNameForId(id, name)) return true;
    const rules = compiled.get(`${id} ${name}`);
    if (rules === undefined) return false;
    super.insertRules(id, name, rules);
    return true;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    super.insertRules(id, name, rules);
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    compiled.set(`${id} ${name}`, rules);
  }
}

/** A `ServerStyleSheet` for one render whose rules come from earlier renders when they can. */
export function createServerStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  sheet.instance = new CompiledRulesSheet({ isServer: true });
  return sheet;
}
