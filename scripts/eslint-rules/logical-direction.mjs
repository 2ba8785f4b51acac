/**
 * Right-to-left stays right by construction: a class string in a screen may not name a
 * physical side (`ml-2`, `pr-4`, `left-0`, `text-right`, `rounded-l-lg`, `border-r`), only
 * a logical one (`ms-2`, `pe-4`, `start-0`, `text-end`, `rounded-s-lg`, `border-e`), and
 * an icon that points along the reading direction is drawn by `DirectionalIcon`, never by
 * a hand-written `rtl:rotate-180` / `ltr:-scale-x-100` (docs/architecture.md "House style").
 */
const PHYSICAL = [
  /^-?(m|p|scroll-m|scroll-p)[lr]-(\d|px$|auto$|\[)/,
  /^-?(left|right)-(\d|px$|full$|auto$|\[)/,
  /^(border|rounded)-[lr](-|$)/,
  /^rounded-[tb][lr](-|$)/,
  /^(text|float|clear)-(left|right)$/,
];
const LOGICAL_FOR = { l: 's', r: 'e', left: 'start', right: 'end' };
const FLIP = /^(-?rotate-180|-?scale-x-100|scale-x-\[-1\])$/;

/** `hover:tablet:-ml-2` → { variants: ['hover', 'tablet'], utility: '-ml-2' } (arbitrary values kept whole). */
function parse(token) {
  const parts = token.replace(/^!/, '').split(/:(?![^[]*\])/);
  return { variants: parts.slice(0, -1), utility: parts.at(-1) ?? '' };
}

function problems(text) {
  const found = [];
  for (const token of text.split(/\s+/).filter(Boolean)) {
    const { variants, utility } = parse(token);
    if (PHYSICAL.some((pattern) => pattern.test(utility))) found.push({ token, kind: 'physical' });
    else if (FLIP.test(utility) && variants.some((variant) => variant === 'rtl' || variant === 'ltr'))
      found.push({ token, kind: 'flip' });
  }
  return found;
}

function suggestion(token) {
  return token
    .replace(
      /(^|:|-)(m|p|border|rounded|scroll-m|scroll-p)([lr])(?=-|$)/,
      (_, before, side, lr) => `${before}${side}${LOGICAL_FOR[lr]}`,
    )
    .replace(/(left|right)/, (side) => LOGICAL_FOR[side]);
}

export const logicalDirection = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Logical direction utilities only; DirectionalIcon for icons that follow the reading direction.',
    },
    messages: {
      physical:
        '`{{token}}` names a physical side: use the logical utility (e.g. `{{suggestion}}`) so right-to-left stays right.',
      flip: '`{{token}}` flips an icon by hand: use <DirectionalIcon> (components/ui/DirectionalIcon.tsx).',
    },
    schema: [],
  },
  create(context) {
    function check(node, text) {
      for (const { token, kind } of problems(text)) {
        context.report({ node, messageId: kind, data: { token, suggestion: suggestion(token) } });
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

const plugin = { rules: { 'logical-direction': logicalDirection } };
export default plugin;
