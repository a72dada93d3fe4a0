export { ShopAddPage as default } from './ShopEdit';
