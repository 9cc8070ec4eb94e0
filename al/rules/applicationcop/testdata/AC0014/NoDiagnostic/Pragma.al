table 50198 "AC0014 Pragma"
{
    fields
    {
        field(1; "No."; Code[20])
        {
#pragma warning disable AC0014
            ToolTip = [|'Specifies the number'|];
#pragma warning restore AC0014
        }
    }
}
