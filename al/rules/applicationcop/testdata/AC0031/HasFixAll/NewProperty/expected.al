report 50174 "Mover Report"
{
    ProcessingOnly = true;
    Permissions = tabledata "Mover Header 2" = rm,
                  tabledata "Mover Line 2" = i;

    dataset
    {
        dataitem(Header; "Mover Header 2")
        {
            trigger OnAfterGetRecord()
            var
                Line: Record "Mover Line 2";
            begin
                Header.Modify();
                Line.Insert();
            end;
        }
    }
}

table 50174 "Mover Header 2"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50175 "Mover Line 2"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
