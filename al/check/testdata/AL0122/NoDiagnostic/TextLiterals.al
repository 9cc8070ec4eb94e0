enum 50431 "Lit Status"
{
    value(0; Open) { }
    value(1; Released) { }
}

table 50431 "Lit Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Kind; Option) { OptionMembers = A,B; }
        field(3; Status; Enum "Lit Status") { }
        field(4; Id; Guid) { }
        field(5; Found; Boolean) { }
    }

    procedure Use(Anything: Variant)
    var
        Count: Integer;
        Letter: Char;
        Name: Text[30];
        Code: Code[10];
        Id: Guid;
        Ok: Boolean;
        Unknown: Record "Not Loaded Table";
        Labels: array[2] of Text;
    begin
        // One character is a Char, which converts to the numbers; '' is not judged.
        Count := '1';
        Count := '''';
        Count := '';
        Letter := 'a';
        Name := 'Sales Order';
        Code := 'ABC';
        "No." := '10000';
        Id := '{00000000-0000-0000-0000-000000000001}';
        Unknown.Anything := 'x';
        Labels[1] := 'x';
        Anything := 'yes';
        Ok := Find('-');
        // Conditions of Boolean type, and of types alfix does not judge.
        if Ok then;
        if Found then;
        if Find('-') then;
        if Unknown.Anything then;
        if Anything then;
        while not Ok do
            Ok := true;
        repeat
            Ok := true;
        until Ok;
        with Rec do
            if Found then;
    end;

    procedure Describe(): Text
    begin
        exit('yes');
    end;

    procedure Pick(): Code[10]
    begin
        exit('A');
    end;

    procedure Digit(): Integer
    begin
        exit('7');
    end;

    procedure Ready(): Boolean
    begin
        exit(true);
    end;
}
