import { ContactUsScreen } from '@/components/content/ContactUsScreen';

export default ContactUsScreen;
