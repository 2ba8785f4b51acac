import { CategoryScreen } from '@/components/catalogue/CategoryScreen';

export default CategoryScreen;
