table 50136 "AC0016 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = [='Specifies the number.\Use the series to create it.'=];
        }
        field(2; Name; Text[100])
        {
            ToolTip = [=@'Specifies the name.
It is shown on documents.'=];
        }
    }
}
