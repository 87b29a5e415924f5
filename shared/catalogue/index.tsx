import { createRoot } from 'react-dom/client';
import { Catalogue, catalogueLanguage } from './Catalogue';
import { initI18n } from '../src/i18n/i18n';
import '../src/ui/theme.css';
import './catalogue.css';

void initI18n(catalogueLanguage());
createRoot(document.getElementById('root')!).render(<Catalogue />);
