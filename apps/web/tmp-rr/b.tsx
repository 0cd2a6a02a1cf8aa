import { createRoot } from 'react-dom/client';
createRoot(document.body).render(<div>hi</div>);
