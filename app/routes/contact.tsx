// Still being built: shows the page frame until this screen lands (see routes/building.tsx).
export { loader, meta, default } from './building';
