page 50100 [|"New Page"|]
{
}
