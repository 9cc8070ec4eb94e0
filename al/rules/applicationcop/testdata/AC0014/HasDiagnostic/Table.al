table 50121 "AC0014 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = [='Specifies the number'=];
        }
        field(2; Name; Text[100])
        {
            ToolTip = [='Specifies the name   '=];
        }
    }
}
