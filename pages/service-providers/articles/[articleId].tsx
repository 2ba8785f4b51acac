import { ArticleScreen } from '@/components/content/ArticleScreen';

export default ArticleScreen;
