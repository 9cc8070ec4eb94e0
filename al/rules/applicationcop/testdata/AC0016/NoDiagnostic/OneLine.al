table 50138 "AC0016 Good"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = [|'Specifies the number / code of the record.'|];
        }
        field(2; Name; Text[100])
        {
            ObsoleteState = Pending;
            ToolTip = [|'Specifies the name.\Obsolete.'|];
        }
    }
}
