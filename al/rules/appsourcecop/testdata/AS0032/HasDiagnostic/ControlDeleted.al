page 50100 [|P|]
{
    layout
    {
        area(Content)
        {
            group(General) { }
        }
    }
}
