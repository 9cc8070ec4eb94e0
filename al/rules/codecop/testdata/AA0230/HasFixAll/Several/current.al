dotnet
{
    assembly("Microsoft.Dynamics.Nav.Ncl")
    {
        [=Version = '26.0.0.0';=]
        Culture = 'neutral';

        type("Microsoft.Dynamics.Nav.Runtime.NavText"; "NavText") { }
    }

    assembly(Microsoft.Dynamics.Nav.Types)
    {
        Culture = 'neutral';
        [=Version = '26.0.0.0';=]

        type("Microsoft.Dynamics.Nav.Types.NavUserAccountHelper"; "NavUserAccountHelper") { }
    }
}
