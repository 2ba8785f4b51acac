/**
 * Each screen reads its own domain's strings and the shared ones (docs/architecture.md "Rules of the
 * house", Copy): a file in `components/<domain>/` or `hooks/<domain>/` may name, in
 * `useTranslation(…)`, in a `'<namespace>:key'` string or in an `ns` option, only `<domain>` and the
 * shared namespaces (`common`, `MESSAGES`, `validation`); a shared folder (`components/ui`, `hooks/shared`…)
 * only the shared ones. Another domain's words are shown by that domain's component, or, where a string
 * really belongs to two domains, they move to `common`. Options: `{ domains, shared }` (eslint.config.mjs).
 */
const PATH = /(?:^|\/)(components|hooks)\/([^/]+)\//;

export const ownStrings = {
  meta: {
    type: 'problem',
    docs: { description: "A screen reads its own domain's strings and the shared ones, not another domain's." },
    messages: {
      foreign:
        "{{folder}}/ reads the '{{namespace}}' strings: a screen reads its own domain's and the shared ones ({{allowed}}). Render {{namespace}}'s component, or move a string both need to common.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          domains: { type: 'array', items: { type: 'string' } },
          shared: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { domains = [], shared = [] } = context.options[0] ?? {};
    const match = PATH.exec(context.filename.replaceAll('\\', '/'));
    if (!match) return {};
    const [, layer, folder] = match;
    const own = domains.includes(folder) ? [folder] : [];
    const allowed = new Set([...own, ...shared]);
    const namespaces = new Set([...domains, ...shared]);
    const data = { folder: `${layer}/${folder}`, allowed: [...allowed].join(', ') };

    function checkNamespace(node, namespace) {
      if (namespaces.has(namespace) && !allowed.has(namespace))
        context.report({ node, messageId: 'foreign', data: { ...data, namespace } });
    }
    /** `'offers:send.sent'` or `` `offers:${key}` ``: a key written with its namespace (a word right after the colon, or the template's value). */
    function checkKey(node, text, templateHead = false) {
      const colon = text.indexOf(':');
      const rest = text.slice(colon + 1);
      if (colon > 0 && (/^\w/.test(rest) || (templateHead && rest === ''))) checkNamespace(node, text.slice(0, colon));
    }
    function checkNamespaceList(node) {
      if (node?.type === 'Literal' && typeof node.value === 'string') checkNamespace(node, node.value);
      else if (node?.type === 'ArrayExpression') for (const element of node.elements) checkNamespaceList(element);
      else if (node?.type === 'JSXExpressionContainer') checkNamespaceList(node.expression);
    }

    return {
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type === 'Identifier' && callee.name === 'useTranslation') checkNamespaceList(node.arguments[0]);
      },
      Literal(node) {
        if (typeof node.value === 'string') checkKey(node, node.value);
      },
      TemplateLiteral(node) {
        checkKey(node, node.quasis[0]?.value.cooked ?? '', node.quasis.length > 1);
      },
      Property(node) {
        if (node.key.type === 'Identifier' && node.key.name === 'ns') checkNamespaceList(node.value);
      },
      JSXAttribute(node) {
        if (node.name.name === 'ns' && node.value) checkNamespaceList(node.value);
      },
    };
  },
};

const plugin = { rules: { 'own-strings': ownStrings } };
export default plugin;
