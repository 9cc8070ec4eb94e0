codeunit 50380 "AA0137 Unsafe Parameters"
{
    procedure Entry(Other: Codeunit "AA0137 Unsafe Parameters")
    begin
        Plain(1);
        Over(1, 2);
        Over('a', 'b');
#if DEBUG
        Traced(1);
#endif
        Remote(1);
        Other.Remote(2);
        Impure(1, NextValue());
        Commented(1 /* the old rate */, 2);
    end;

    local procedure Plain(Used: Integer)
    begin
        Message('%1', Used);
    end;

    local procedure Over(Used: Integer; Unused: Integer)
    begin
        Message('%1', Used);
    end;

    local procedure Over(Used: Text; Also: Text)
    begin
        Message(Used + Also);
    end;

    local procedure Traced(Unused: Integer)
    begin
    end;

    local procedure Remote(Unused: Integer)
    begin
    end;

    local procedure Impure(Used: Integer; Unused: Integer)
    begin
        Message('%1', Used);
    end;

    local procedure Commented(Used: Integer; Unused: Integer)
    begin
        Message('%1', Used);
    end;

    local procedure NextValue(): Integer
    begin
        exit(1);
    end;
}
