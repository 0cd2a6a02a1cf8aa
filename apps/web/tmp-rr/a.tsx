import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link, NavLink, useLocation, useNavigate, useSearchParams, useParams, matchPath, generatePath, Outlet, useRoutes } from 'react-router';
function P() { const l = useLocation(); const n = useNavigate(); const [s] = useSearchParams(); const p = useParams(); return <div onClick={() => n('/x')}>{l.pathname}{s.get('a')}{p.id}{String(matchPath('/a/:id', l.pathname))}{generatePath('/a/:id', { id: '1' })}<Link to="/a">a</Link><NavLink to="/b">b</NavLink><Outlet /></div>; }
function R() { return useRoutes([{ path: '/', element: <P /> }]); }
createRoot(document.body).render(<BrowserRouter><R /><Routes><Route path="/" element={<P />} /></Routes></BrowserRouter>);
