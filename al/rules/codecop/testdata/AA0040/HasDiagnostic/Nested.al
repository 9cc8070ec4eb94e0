table 50130 "AA0040 Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50130 "AA0040 Nested"
{
    procedure Copy(var Header: Record "AA0040 Header"; var Other: Record "AA0040 Header")
    begin
        with Header do begin
            Init();
            [=with=] Other do
                Insert();
        end;
        with Header do
            if "No." <> '' then begin
                [=with=] Other do begin
                    [=with=] Header do
                        Modify();
                end;
            end;
    end;
}
