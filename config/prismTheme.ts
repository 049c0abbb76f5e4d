import type {PrismTheme} from 'prism-react-renderer';

/**
 * Light code theme with every token colour at 4.5:1 or more on its background (WCAG 2.2 AA).
 * The stock light themes fail axe's contrast rule on several tokens.
 */
export const prismLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'attr-value', 'char', 'inserted', 'regex'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'parameter'],
      style: {color: '#0550ae'},
    },
    {types: ['atrule', 'keyword', 'attr-name', 'selector', 'important'], style: {color: '#a0111f'}},
    {types: ['function', 'class-name', 'function-variable', 'builtin'], style: {color: '#6639ba'}},
    {types: ['tag', 'deleted'], style: {color: '#116329'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};
