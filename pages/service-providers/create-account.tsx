import { CreateAccountScreen } from '@/components/provider/CreateAccountScreen';

export default CreateAccountScreen;
