import { ArticlesScreen } from '@/components/content/ArticlesScreen';

export default ArticlesScreen;
