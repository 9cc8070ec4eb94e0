codeunit 50202 "Statement Demo"
{
    procedure All(var Rec: Record Customer)
    var
        I: Integer;
        Continue: Boolean;
        Item: Text;
        Items: List of [Text];
    begin
        I := 1;
        I += 2;
        I -= 1;
        I *= 3;
        I /= 1;
        Rec.Insert;
        Rec.Modify();
        Commit;
        if I > 0 then
            I := 0
        else
            I := 1;
        if I = 0 then;
        case I of
            0:
                I := 1;
            1, 2:
                begin
                    I := 2;
                end;
            3..5:
                if I = 4 then
                    I := 5
                else
                    I := 6;
            else
                I := 7;
                I := 8;
        end;
        case true of
            I = 1:
                exit;
        end;
        while I < 10 do
            I += 1;
        repeat
            I -= 1;
        until I = 0;
        for I := 1 to 10 do begin
            if I = 5 then
                break;
            if I = 6 then
                continue;
        end;
        for I := 10 downto 1 do;
        foreach Item in Items do
            Message(Item);
        with Rec do
            Name := 'x';
        asserterror Error('Fails');
        Continue := true;
        if Continue then
            Continue := false;
        exit;
    end;

    procedure Expressions(): Boolean
    var
        Obj: Interface "Demo Releaser";
        X: Integer;
    begin
        X := Codeunit::"Demo Mgt";
        X := Codeunit::80;
        X := Enum::"Demo Kind"::Person.AsInteger();
        Page.Run(Page::"Customer Card");
        if Obj is "Demo Releaser" then
            Obj := Obj as "Demo Releaser";
        X := X > 0 ? 1 : X < 0 ? -1 : 0;
        this.Helper();
        exit(not (X = 0) and true or false xor true);
    end;

    local procedure Helper()
    begin
        CurrReport.Break();
        Rec.Type := Rec.Type::Item;
    end;
}
