pageextension 50187 "LC0083 Unknown Base" extends "Page Of Another App"
{
    trigger OnOpenPage()
    var
        D: Date;
    begin
        if [=Date2DWY(D, 1)=] = 1 then
            D := [=DT2Date(CurrentDateTime())=];
    end;
}

tableextension 50188 "LC0083 Unknown Table" extends "Table Of Another App"
{
    procedure Week(D: Date): Integer
    begin
        exit([=Date2DWY(D, 2)=]);
    end;
}
