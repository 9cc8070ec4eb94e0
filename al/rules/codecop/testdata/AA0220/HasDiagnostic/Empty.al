table 50220 "AA0220 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = [=''=];
        }
    }
}

pageextension 50220 "AA0220 Ext" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field(Extra; Extra)
            {
                ToolTip = [=''=], Comment = 'still nothing to read';
            }
        }
    }

    var
        Extra: Integer;
}
