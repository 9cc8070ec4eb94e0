table 50131 "AA0040 Header 2"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50131 "AA0040 Sequential"
{
    procedure Copy(var Header: Record "AA0040 Header 2"; var Other: Record "AA0040 Header 2")
    begin
        with Header do
            Init();
        with Other do
            Insert();
#pragma warning disable AA0040
        with Header do
            with Other do
                Modify();
#pragma warning restore AA0040
    end;
}
