codeunit 50290 "LC0007 Metrics"
{
    procedure [=Add=](A: Integer; B: Integer): Integer
    begin
        if A > B then
            exit(A + B);

        // Blank and comment lines do not count.
        exit(B); // a trailing comment does not change the line
    end;

    trigger [=OnRun=]()
    begin
        Message('x');
    end;

    procedure [=OneLine=]()
    begin Message('x'); end;

    procedure [=TwoLines=]()
    begin Message('x');
    end;

    procedure [=Directives=](): Boolean
    begin
#if CLEAN26
        exit(true);
#else
        exit(false);
#endif
    end;
}
