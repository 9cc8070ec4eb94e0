page 50100 "Old Page"
{
}
