export function meta() {
  return [
    { title: "Framework floor" },
    { name: "description", content: "A React Router page that renders one heading: what the framework itself costs." },
  ];
}

export default function Home() {
  return <h1>Framework floor</h1>;
}
