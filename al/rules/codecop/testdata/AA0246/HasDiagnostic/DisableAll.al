codeunit 50170 "AA0246 Disable All"
{
    procedure Run()
    var
[=#pragma warning disable=]
        Unused: Integer;
#pragma warning restore
    begin
    end;

[=#pragma warning disable // everything=]
    procedure Other()
    begin
    end;
#pragma warning restore
}
