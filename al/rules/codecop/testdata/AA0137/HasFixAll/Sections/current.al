codeunit 50114 "Fix All"
{
    var
        [=G1=]: Integer;
        Kept: Integer;
        [=G2=]: Text;

    procedure P(): Integer
    var
        [=L1=]: Integer;
        [=L2=], [=L3=]: Integer;
        // keep this note
        [=L4=]: Boolean;
    begin
        exit(Kept);
    end;

    procedure Q()
    var
        [=A=], B, [=C=]: Integer;
        [=D=]: Integer;
    begin
        B := 1;
    end;

    procedure R()
    var
        [=X=]: Integer;
        [=Y=]: Integer;
    begin
    end;
}
