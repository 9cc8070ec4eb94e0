page 50100 [|P|]
{
    actions
    {
        area(Processing)
        {
            action(Other) { }
        }
    }
}
