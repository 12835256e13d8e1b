export { SimpleDetailPage as default } from '../../src/components/templates/SimpleDetailPage.js';
